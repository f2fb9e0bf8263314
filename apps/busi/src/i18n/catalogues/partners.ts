import type { AppMessage } from './types.ts';

/** The texts of third-party sign-in (issue 47): the partner platform screen and the landing page. */
export const partnerMessages = {
  'partners.title': {
    description: 'Title of the partner platform screen',
    'zh-CN': '第三方登录',
    'zh-TW': '第三方登入',
    'en-US': 'Third-party sign-in',
  },
  'partners.add': {
    description: 'Button and title: register a partner platform',
    'zh-CN': '新增第三方平台',
    'zh-TW': '新增第三方平台',
    'en-US': 'Add partner platform',
  },
  'partners.edit': {
    description: 'Title of the partner edit form',
    'zh-CN': '编辑第三方平台',
    'zh-TW': '編輯第三方平台',
    'en-US': 'Edit partner platform',
  },
  'partners.empty': {
    description: 'What the partner table shows when there is none',
    'zh-CN': '还没有登记第三方平台',
    'zh-TW': '還沒有登記第三方平台',
    'en-US': 'No partner platforms registered yet',
  },
  'partners.deleteTitle': {
    description: 'Question before deleting a partner',
    'zh-CN': '删除第三方平台“{name}”？',
    'zh-TW': '刪除第三方平台「{name}」？',
    'en-US': 'Delete partner platform “{name}”?',
  },
  'partners.deleteMessage': {
    description: 'What deleting a partner does',
    'zh-CN': '删除后，该平台签发的登录链接全部失效，且不可恢复。',
    'zh-TW': '刪除後，該平台簽發的登入連結全部失效，且無法復原。',
    'en-US': 'Every sign-in link it signs stops working. This cannot be undone.',
  },
  'partners.name': {
    description: 'Label of the partner platform name',
    'zh-CN': '平台名称',
    'zh-TW': '平台名稱',
    'en-US': 'Name',
  },
  'partners.clientId': {
    description: 'Label of the client id',
    'zh-CN': '客户端标识（client_id）',
    'zh-TW': '用戶端識別碼（client_id）',
    'en-US': 'Client id (client_id)',
  },
  'partners.redirectUris': {
    description: 'Label of the return addresses',
    'zh-CN': '返回地址',
    'zh-TW': '返回位址',
    'en-US': 'Return addresses',
  },
  'partners.redirectUrisHelp': {
    description: 'Help under the return addresses field',
    'zh-CN': '每行一个，以 http:// 或 https:// 开头，最多 5 个；登录链接中的 redirect_uri 必须与其中之一完全相同。',
    'zh-TW': '每行一個，以 http:// 或 https:// 開頭，最多 5 個；登入連結中的 redirect_uri 必須與其中之一完全相同。',
    'en-US':
      'One a line, starting with http:// or https://, at most 5; a sign-in link’s redirect_uri must equal one of them exactly.',
  },
  'partners.orgs': {
    description: 'Label of the organisations a partner may sign into',
    'zh-CN': '可登录的机构',
    'zh-TW': '可登入的機構',
    'en-US': 'Organisations it may sign in to',
  },
  'partners.orgsHelp': {
    description: 'Help under the organisations',
    'zh-CN': '本机构及其下级机构；登录链接中的 org_id 为机构标识。',
    'zh-TW': '本機構及其下級機構；登入連結中的 org_id 為機構識別碼。',
    'en-US': 'Your organisation and those under it; a sign-in link names one by its id as org_id.',
  },
  'partners.orgValue': {
    description: 'An organisation with its id',
    'zh-CN': '{name}（{orgId}）',
    'zh-TW': '{name}（{orgId}）',
    'en-US': '{name} ({orgId})',
  },
  'partners.secretIssuedAt': {
    description: 'Label: when the current secret was made',
    'zh-CN': '密钥生成时间',
    'zh-TW': '金鑰產生時間',
    'en-US': 'Secret issued',
  },
  'partners.rotateSecret': {
    description: 'Row button: rotate the secret',
    'zh-CN': '重置密钥',
    'zh-TW': '重設金鑰',
    'en-US': 'Rotate secret',
  },
  'partners.rotateTitle': {
    description: 'Question before rotating a secret',
    'zh-CN': '重置“{name}”的密钥？',
    'zh-TW': '重設「{name}」的金鑰？',
    'en-US': 'Rotate the secret of “{name}”?',
  },
  'partners.rotateMessage': {
    description: 'What rotating does',
    'zh-CN': '旧密钥立即失效，用它签名的登录链接将被拒绝。新密钥只显示一次。',
    'zh-TW': '舊金鑰立即失效，以它簽章的登入連結將被拒絕。新金鑰只顯示一次。',
    'en-US': 'The old secret stops working at once and links signed with it are refused. The new secret is shown once.',
  },
  'partners.secretTitle': {
    description: 'Title of the dialog showing a new secret',
    'zh-CN': '请保存“{name}”的密钥',
    'zh-TW': '請保存「{name}」的金鑰',
    'en-US': 'Save the secret of “{name}”',
  },
  'partners.secretIntro': {
    description: 'What the secret dialog says',
    'zh-CN': '密钥只显示这一次，关闭后无法再查看。请立即复制到第三方平台的服务器，遗失后只能重置。',
    'zh-TW': '金鑰只顯示這一次，關閉後無法再檢視。請立即複製到第三方平台的伺服器，遺失後只能重設。',
    'en-US':
      'The secret is shown this once and cannot be seen again once closed. Copy it to the partner’s server now; if it is lost, rotate it.',
  },
  'partners.secret': {
    description: 'Label of the secret',
    'zh-CN': '密钥（secret）',
    'zh-TW': '金鑰（secret）',
    'en-US': 'Secret',
  },
  'partners.secretDone': {
    description: 'Button: close the secret dialog',
    'zh-CN': '我已保存',
    'zh-TW': '我已保存',
    'en-US': 'I have saved it',
  },
  'partners.protocol': {
    description: 'Hint pointing partners to the protocol',
    'zh-CN':
      '第三方平台按《第三方登录协议》签发登录链接，或以 OpenID Connect 登录：两者都从本平台的 /busi/thirdManagement 页面进入。',
    'zh-TW':
      '第三方平台依《第三方登入協定》簽發登入連結，或以 OpenID Connect 登入：兩者都從本平台的 /busi/thirdManagement 頁面進入。',
    'en-US':
      'Partners sign their links as the third-party sign-in protocol says, or sign in through OpenID Connect: both start at this platform’s /busi/thirdManagement page.',
  },
  'partners.signInProtocol': {
    description: 'Label of the sign-in protocol choice',
    'zh-CN': '登录方式',
    'zh-TW': '登入方式',
    'en-US': 'Sign-in protocol',
  },
  'partners.signInProtocol.signedQuery': {
    description: 'Protocol: a link the partner signs',
    'zh-CN': '签名链接',
    'zh-TW': '簽章連結',
    'en-US': 'Signed link',
  },
  'partners.signInProtocol.oidc': {
    description: 'Protocol: OpenID Connect',
    'zh-CN': 'OpenID Connect 登录',
    'zh-TW': 'OpenID Connect 登入',
    'en-US': 'OpenID Connect',
  },
  'partners.protocolHelp': {
    description: 'Help under the protocol choice',
    'zh-CN':
      '签名链接：对方按协议用密钥签发链接；OpenID Connect：对方作为身份提供方，本平台按授权码流程登录。保存后不能更改。',
    'zh-TW':
      '簽章連結：對方依協定以金鑰簽發連結；OpenID Connect：對方作為身分提供方，本平台依授權碼流程登入。儲存後不能變更。',
    'en-US':
      'Signed link: the partner signs links with a secret, as the protocol says. OpenID Connect: the partner is the identity provider and the platform signs in through the code flow. It cannot be changed once saved.',
  },
  'partners.protocolFixed': {
    description: 'Help under the protocol choice while editing',
    'zh-CN': '登录方式登记后不能更改；如需更换，请重新登记。',
    'zh-TW': '登入方式登記後不能變更；如需更換，請重新登記。',
    'en-US': 'The protocol cannot be changed once registered: register the partner anew to change it.',
  },
  'partners.protocolIssuer': {
    description: 'Protocol column for an OpenID Connect partner',
    'zh-CN': 'OpenID Connect（{issuer}）',
    'zh-TW': 'OpenID Connect（{issuer}）',
    'en-US': 'OpenID Connect ({issuer})',
  },
  'partners.issuer': {
    description: 'Label of the issuer address',
    'zh-CN': '签发方地址（issuer）',
    'zh-TW': '簽發方位址（issuer）',
    'en-US': 'Issuer address (issuer)',
  },
  'partners.issuerHelp': {
    description: 'Help under the issuer address, with the callback address to register at the provider',
    'zh-CN': '对方身份提供方的地址，以 https:// 开头。请在对方登记本平台的回调地址：{callback}',
    'zh-TW': '對方身分提供方的位址，以 https:// 開頭。請在對方登記本平台的回呼位址：{callback}',
    'en-US':
      'The partner’s identity provider, starting with https://. Register this platform’s callback address there: {callback}',
  },
  'partners.oidcClientId': {
    description: 'Label of the client id the provider issued',
    'zh-CN': '对方签发的客户端标识',
    'zh-TW': '對方簽發的用戶端識別碼',
    'en-US': 'Client id issued by the partner',
  },
  'partners.clientSecret': {
    description: 'Label of the client secret the provider issued',
    'zh-CN': '对方签发的客户端密钥',
    'zh-TW': '對方簽發的用戶端金鑰',
    'en-US': 'Client secret issued by the partner',
  },
  'partners.clientSecretKept': {
    description: 'Help under the client secret while editing',
    'zh-CN': '留空则保留已保存的密钥。',
    'zh-TW': '留空則保留已儲存的金鑰。',
    'en-US': 'Leave it blank to keep the secret saved.',
  },
  'partners.accountClaim': {
    description: 'Label of the claim naming the account',
    'zh-CN': '指明账号的声明',
    'zh-TW': '指明帳號的聲明',
    'en-US': 'Claim naming the account',
  },
  'partners.accountClaimHelp': {
    description: 'Help under the claim choice',
    'zh-CN': 'ID 令牌中该声明的值须为本平台的登录账号或手机号。',
    'zh-TW': 'ID 權杖中該聲明的值須為本平台的登入帳號或手機號碼。',
    'en-US': 'The claim’s value in the ID token must be the person’s login account or mobile number here.',
  },
  'thirdSignIn.title': {
    description: 'Title of the third-party sign-in landing page',
    'zh-CN': '第三方登录',
    'zh-TW': '第三方登入',
    'en-US': 'Sign in from a partner platform',
  },
  'thirdSignIn.intro': {
    description: 'What the landing page says when opened without a link',
    'zh-CN': '此页面用于从第三方平台登录。请通过第三方平台提供的链接打开，或使用本平台账号登录。',
    'zh-TW': '此頁面用於從第三方平台登入。請透過第三方平台提供的連結開啟，或使用本平台帳號登入。',
    'en-US':
      'This page signs you in from a partner platform. Open it through your partner platform’s link, or sign in with your account here.',
  },
  'thirdSignIn.signingIn': {
    description: 'While the landing page signs the person in',
    'zh-CN': '正在通过第三方平台登录…',
    'zh-TW': '正在透過第三方平台登入…',
    'en-US': 'Signing you in from your partner platform…',
  },
  'thirdSignIn.toProvider': {
    description: 'While the landing page sends the person to the partner platform to sign in there',
    'zh-CN': '正在前往第三方平台登录…',
    'zh-TW': '正在前往第三方平台登入…',
    'en-US': 'Taking you to your partner platform to sign in…',
  },
  'thirdSignIn.failed': {
    description: 'Heading when the partner sign-in was refused',
    'zh-CN': '第三方登录失败',
    'zh-TW': '第三方登入失敗',
    'en-US': 'Sign-in from the partner platform failed',
  },
  'thirdSignIn.toLogin': {
    description: 'Link to the sign-in page',
    'zh-CN': '前往登录页',
    'zh-TW': '前往登入頁',
    'en-US': 'Go to the sign-in page',
  },
  'thirdSignIn.backToPartner': {
    description: 'Link back to the partner platform',
    'zh-CN': '返回第三方平台',
    'zh-TW': '返回第三方平台',
    'en-US': 'Back to the partner platform',
  },
} as const satisfies Record<string, AppMessage>;
