// Draws a Page Builder content tree: one component per content type. The products widget
// (tiles, cart actions) loads its own chunk when a page has one.
import { lazy, Suspense, type ReactNode } from 'react';

import Banner from './Banner/Banner';
import Block from './Block/Block';
import { ButtonItem, default as Buttons } from './Buttons/Buttons';
import Column from './Column/Column';
import ColumnGroup from './ColumnGroup/ColumnGroup';
import Divider from './Divider/Divider';
import DynamicBlock from './DynamicBlock/DynamicBlock';
import Heading from './Heading/Heading';
import Html from './Html/Html';
import Image from './Image/Image';
import Row from './Row/Row';
import Slider from './Slider/Slider';
import Tabs from './Tabs/Tabs';
import Text from './Text/Text';
import type { PageBuilderNode } from './types';

// Rarely at the top of a page: their code loads when a page has them.
const Video = lazy(() => import(/* webpackChunkName: "pagebuilder-media" */ './Video/Video'));
const MapBlock = lazy(() => import(/* webpackChunkName: "pagebuilder-media" */ './Map/Map'));
const Products = lazy(() => import(/* webpackChunkName: "pagebuilder-products" */ './Products/Products'));

export function renderNodes(nodes: readonly PageBuilderNode[]): ReactNode {
  return nodes.map((node) => <ContentType key={node.key} node={node} />);
}

export default function ContentType({ node }: { node: PageBuilderNode }): ReactNode {
  switch (node.contentType) {
    case 'row':
      return <Row {...node.props}>{renderNodes(node.children)}</Row>;
    case 'column-group':
      return <ColumnGroup {...node.props}>{renderNodes(node.children)}</ColumnGroup>;
    case 'column':
      return <Column {...node.props}>{renderNodes(node.children)}</Column>;
    case 'image':
      return <Image {...node.props} />;
    case 'heading':
      return <Heading {...node.props} />;
    case 'text':
      return <Text {...node.props} />;
    case 'html':
      return <Html {...node.props} />;
    case 'tabs':
      return (
        <Tabs
          {...node.props}
          items={node.children.flatMap((child) =>
            child.contentType === 'tab-item' ? [{ key: child.key, props: child.props, content: renderNodes(child.children) }] : []
          )}
        />
      );
    case 'tab-item':
      // Tab items only appear inside tabs.
      return renderNodes(node.children);
    case 'buttons':
      return <Buttons {...node.props}>{renderNodes(node.children)}</Buttons>;
    case 'button-item':
      return <ButtonItem {...node.props} />;
    case 'block':
      return <Block {...node.props}>{renderNodes(node.children)}</Block>;
    case 'dynamic_block':
      return <DynamicBlock {...node.props}>{renderNodes(node.children)}</DynamicBlock>;
    case 'banner-item':
      return renderNodes(node.children);
    case 'products':
      return (
        <Suspense fallback={<div style={{ minHeight: '20rem' }} aria-busy="true" />}>
          <Products {...node.props} />
        </Suspense>
      );
    case 'divider':
      return <Divider {...node.props} />;
    case 'video':
      return (
        <Suspense fallback={<div style={{ aspectRatio: '16 / 9' }} />}>
          <Video {...node.props} />
        </Suspense>
      );
    case 'map':
      return (
        <Suspense fallback={null}>
          <MapBlock {...node.props} />
        </Suspense>
      );
    case 'banner':
    case 'slide':
      return <Banner {...node.props} />;
    case 'slider':
      return <Slider {...node.props}>{renderNodes(node.children)}</Slider>;
    default:
      return null;
  }
}
