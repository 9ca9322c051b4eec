// /recenzie-produse (and anything below it): the newest reviews, or one product's reviews when a product
// URL key follows (/recenzie-produse/<url_key>). The page number is in the URL (?page=N).
import { useParams, useSearchParams } from 'react-router-dom';

import ProductReviews from '../ProductReviews/ProductReviews';
import RecentReviews from '../RecentReviews/RecentReviews';
import { pageOf, productUrlKeyOf } from '../reviewsModel';

export default function ReviewsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const urlKey = productUrlKeyOf(params['*']);
  const page = pageOf(search);
  return urlKey ? <ProductReviews key={urlKey} urlKey={urlKey} page={page} /> : <RecentReviews page={page} />;
}
