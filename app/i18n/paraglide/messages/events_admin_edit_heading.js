/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Edit_HeadingInputs */

const en_events_admin_edit_heading = /** @type {(inputs: Events_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

const de_events_admin_edit_heading = /** @type {(inputs: Events_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Admin_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_heading = /** @type {((inputs?: Events_Admin_Edit_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_edit_heading(inputs)
	return en_events_admin_edit_heading(inputs)
});