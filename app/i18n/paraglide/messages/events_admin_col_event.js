/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Col_EventInputs */

const en_events_admin_col_event = /** @type {(inputs: Events_Admin_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const de_events_admin_col_event = /** @type {(inputs: Events_Admin_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Events_Admin_Col_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_col_event = /** @type {((inputs?: Events_Admin_Col_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Col_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_col_event(inputs)
	return en_events_admin_col_event(inputs)
});