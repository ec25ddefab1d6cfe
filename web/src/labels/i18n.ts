import type { Locale } from '@mes/contracts';
import { registerBundles, type Bundle } from '../widgets/i18n-bundle';

// Labels of the label design panel (namespace 'labels').
export const LABELS_NS = 'labels';

export const LABELS_BUNDLES: Record<Locale, Bundle> = {
  'zh-CN': {
    title: '标签布局与预览',
    elements: '元素',
    type: { text: '文本', variable: '变量', barcode: '条码', line: '直线', box: '矩形框' },
    col: { type: '类型', x: 'X (mm)', y: 'Y (mm)', size: '尺寸 (mm)', content: '内容 / 变量 / 数据', options: '选项' },
    bold: '粗体',
    rotation: '旋转',
    hrt: '显示文字',
    remove: '删除',
    samples: '变量示例值',
    preview: '预览',
    previewFailed: '无法预览',
    save: '保存布局',
    saved: '布局已保存',
    unsaved: '有未保存的修改',
    checkedLocked: '已审核：反审核后才能修改',
    downloadPdf: '下载 PDF',
    downloadZpl: '下载 ZPL',
    none: '尚无元素：添加文本、变量、条码、直线或矩形框',
  },
  'en-US': {
    title: 'Label layout and preview',
    elements: 'Elements',
    type: { text: 'Text', variable: 'Variable', barcode: 'Barcode', line: 'Line', box: 'Box' },
    col: {
      type: 'Type',
      x: 'X (mm)',
      y: 'Y (mm)',
      size: 'Size (mm)',
      content: 'Text / variable / data',
      options: 'Options',
    },
    bold: 'Bold',
    rotation: 'Rotation',
    hrt: 'Show text',
    remove: 'Remove',
    samples: 'Sample values',
    preview: 'Preview',
    previewFailed: 'No preview',
    save: 'Save layout',
    saved: 'Layout saved',
    unsaved: 'Unsaved changes',
    checkedLocked: 'Checked: uncheck it before changing it',
    downloadPdf: 'Download PDF',
    downloadZpl: 'Download ZPL',
    none: 'No elements yet: add a text, a variable, a barcode, a line or a box',
  },
};

registerBundles(LABELS_NS, LABELS_BUNDLES);
