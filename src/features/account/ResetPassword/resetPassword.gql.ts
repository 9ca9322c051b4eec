import { gql, type TypedDocumentNode } from '@apollo/client';

export const RESET_PASSWORD: TypedDocumentNode<
  { resetPassword: boolean | null },
  { email: string; token: string; newPassword: string }
> = gql`
  mutation resetPassword($email: String!, $token: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)
  }
`;
