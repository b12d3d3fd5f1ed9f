/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Delete_LabelInputs */

const en_events_admin_delete_label = /** @type {(inputs: Events_Admin_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.title}`)
};

const de_events_admin_delete_label = /** @type {(inputs: Events_Admin_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} löschen`)
};

/**
* | output |
* | --- |
* | "Delete {title}" |
*
* @param {Events_Admin_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_label = /** @type {((inputs: Events_Admin_Delete_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete_label(inputs)
	return en_events_admin_delete_label(inputs)
});