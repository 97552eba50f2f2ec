import { CONFIG_STEPS, type ConfigStep } from '../constants';
import { COLOR, LOCAL_PARTS, ORIGIN_PARTS } from '@/lib/words/vehicle';

export const STEP_TITLES: Record<ConfigStep, string> = {
  components: '選擇車型配備',
  color: '選擇車色',
  carParts: ORIGIN_PARTS,
  localCarParts: '在地加裝配件',
};

/** The pre-order step after the four (the last step's URL with ?preorder=1). */
export const PREORDER_TITLE = '確認預購';

/** Short names for the step indicator. */
export const STEP_NAMES: Record<ConfigStep, string> = {
  components: '車型配備',
  color: COLOR,
  carParts: ORIGIN_PARTS,
  localCarParts: LOCAL_PARTS,
};

export const isConfigStep = (step: string): step is ConfigStep => (CONFIG_STEPS as readonly string[]).includes(step);

export const stepAfter = (step: ConfigStep): ConfigStep | null => CONFIG_STEPS[CONFIG_STEPS.indexOf(step) + 1] ?? null;
export const stepBefore = (step: ConfigStep): ConfigStep | null => CONFIG_STEPS[CONFIG_STEPS.indexOf(step) - 1] ?? null;
