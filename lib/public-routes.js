// The spec's public URLs with a dash before an id (Next has no partial dynamic segments), mapped to folders.
// Plain CommonJS so that next.config.js can require it; links always use the public form.
const purchaseDetails = ['contract-detail', 'contract-spec', 'delivery', 'preorder-spec'];

const publicRewrites = [
  { source: '/login/forget-:step', destination: '/login/forget/:step' },
  { source: '/vehicleowner/info-:uuid', destination: '/vehicleowner/info/:uuid' },
  { source: '/vehicleowner/info-:uuid/:step', destination: '/vehicleowner/info/:uuid/:step' },
  ...purchaseDetails.map((kind) => ({
    source: `/member/purchase/${kind}-:uuid`,
    destination: `/member/purchase/${kind}/:uuid`,
  })),
];

module.exports = { publicRewrites };
