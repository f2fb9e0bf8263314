import { studentOptions } from '@school-sports/gateway-client';
import { useGatewayQuery } from '../../session/useGateway.ts';

/**
 * What the student screens choose from (grades, classes, academic years with semesters), from one
 * call under the student menu: a role that sees students needs none of the structure screens.
 */
export function useStudentOptions() {
  const options = useGatewayQuery(studentOptions, {});
  const part = <T>(data: T | undefined) => ({
    data,
    error: options.error,
    isLoading: options.isLoading,
    reload: options.reload,
  });
  return {
    grades: part(options.data?.grades),
    classes: part(options.data?.classes),
    years: part(options.data?.academicYears),
  };
}
