/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Edit_PageInputs */

const en_events_admin_edit_page = /** @type {(inputs: Events_Admin_Edit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

const de_events_admin_edit_page = /** @type {(inputs: Events_Admin_Edit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Events_Admin_Edit_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_page = /** @type {((inputs: Events_Admin_Edit_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_edit_page(inputs)
	return en_events_admin_edit_page(inputs)
});