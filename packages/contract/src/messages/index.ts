import type { MessageLanguage } from '@fairdraw/rules';

import type { MessageCatalog } from '../message-keys';
import { en } from './en';
import { my } from './my';
import { tw } from './tw';
import { vi } from './vi';
import { zh } from './zh';

export const serverMessages: Record<MessageLanguage, MessageCatalog> = { en, vi, tw, my, zh };
