import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ContactUsInput {
  name: string;
  email: string;
  comment: string;
  telephone: string | null;
}

export interface ContactUsData {
  contactUs: { status: boolean } | null;
}

/** Spec §7: contactUs with input {name, email, comment, telephone}, reading status. */
export const CONTACT_US: TypedDocumentNode<ContactUsData, { input: ContactUsInput }> = gql`
  mutation contactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`;
