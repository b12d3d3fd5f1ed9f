/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_NewInputs */

const en_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Event`)
};

const de_events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Termin`)
};

/**
* | output |
* | --- |
* | "Add New Event" |
*
* @param {Events_Admin_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_new = /** @type {((inputs?: Events_Admin_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_new(inputs)
	return en_events_admin_new(inputs)
});