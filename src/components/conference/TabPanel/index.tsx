/**
 * One panel of the conference tabs, for pages that import it on its own:
 * `import TabPanel from '@site/src/components/conference/TabPanel'`.
 * @see ../Tabs/index.tsx
 */
export {TabPanel as default} from '../Tabs';
export type {TabPanelProps} from '../Tabs';
