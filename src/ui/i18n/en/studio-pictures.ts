/** Cropping a picture to the shape the site shows it in, and its focal point (studio and Settings). */
export const crop = {
  title: 'Crop the picture',
  help: 'This is the shape your website shows it in. Drag the picture, or use the arrow keys, to choose what stays in; zoom in to cut closer.',
  zoom: 'Zoom',
  confirm: 'Crop and upload',
  whole: 'Upload it whole',
  cancel: 'Cancel',
};

export const focus = {
  legend: 'Focal point',
  help: 'On a phone the picture is cut narrower: tap the subject (a face, your product) to keep it in view, or move the sliders.',
  across: 'Across',
  down: 'Down',
  reset: 'Back to the centre',
};
