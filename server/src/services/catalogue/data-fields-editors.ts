/**
 * Who sees and edits 'Product Option Data Fields' (spec catalogue §6, issue 19 item 28): a platform
 * setting, DATA_FIELDS_EDITOR_USER_IDS (comma-separated user ids), defaulting to the spec's list.
 */
import { parseUserIdList } from '@configurator/core';
import type { Viewer } from '../../auth/viewer.ts';

export const dataFieldsEditorIds = (): readonly number[] => parseUserIdList(process.env.DATA_FIELDS_EDITOR_USER_IDS);

export const mayEditOptionDataFields = (viewer: Viewer): boolean => dataFieldsEditorIds().includes(viewer.userId);
