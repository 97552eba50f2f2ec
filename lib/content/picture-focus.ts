// Where a picture's subject is (issue 36): chosen by the editor when uploading, kept with the picture, as
// percentages from its left and top edges. Every frame shows pictures with CSS object-fit: cover, so a
// picture keeps its proportions and the frame is cut around this point (the centre unless chosen).

export const FOCUS_CENTRE = 50;
export const FOCUS_MIN = 0;
export const FOCUS_MAX = 100;

export interface PictureFocus {
  focusX: number;
  focusY: number;
}

/** The CSS object-position of a focus: `30% 60%`. */
export const focusPosition = ({ focusX, focusY }: PictureFocus) => `${focusX}% ${focusY}%`;

/** A picture that is not an upload (a drawing) is cut around its centre. */
export const CENTRE_POSITION = focusPosition({ focusX: FOCUS_CENTRE, focusY: FOCUS_CENTRE });
