// Contact feature: the /contact-us page is loaded lazily by the route table (features/contact/ContactPage).
export { default as ContactForm } from './ContactForm';
