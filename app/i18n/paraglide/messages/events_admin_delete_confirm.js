/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Delete_ConfirmInputs */

const en_events_admin_delete_confirm = /** @type {(inputs: Events_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete event`)
};

const de_events_admin_delete_confirm = /** @type {(inputs: Events_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, Termin löschen`)
};

/**
* | output |
* | --- |
* | "Yes, delete event" |
*
* @param {Events_Admin_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_confirm = /** @type {((inputs?: Events_Admin_Delete_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_delete_confirm(inputs)
	return en_events_admin_delete_confirm(inputs)
});