/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Cancel_HeadingInputs */

const en_events_admin_cancel_heading = /** @type {(inputs: Events_Admin_Cancel_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel “${i?.title}”?`)
};

const de_events_admin_cancel_heading = /** @type {(inputs: Events_Admin_Cancel_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ absagen?`)
};

/**
* | output |
* | --- |
* | "Cancel “{title}”?" |
*
* @param {Events_Admin_Cancel_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_heading = /** @type {((inputs: Events_Admin_Cancel_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancel_heading(inputs)
	return en_events_admin_cancel_heading(inputs)
});