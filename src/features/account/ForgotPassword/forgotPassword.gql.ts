import { gql, type TypedDocumentNode } from '@apollo/client';

export const REQUEST_PASSWORD_RESET_EMAIL: TypedDocumentNode<{ requestPasswordResetEmail: boolean | null }, { email: string }> = gql`
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;
