/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Col_RsvpsInputs */

const en_events_admin_col_rsvps = /** @type {(inputs: Events_Admin_Col_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs`)
};

const de_events_admin_col_rsvps = /** @type {(inputs: Events_Admin_Col_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusagen`)
};

/**
* | output |
* | --- |
* | "RSVPs" |
*
* @param {Events_Admin_Col_RsvpsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_col_rsvps = /** @type {((inputs?: Events_Admin_Col_RsvpsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Col_RsvpsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_col_rsvps(inputs)
	return en_events_admin_col_rsvps(inputs)
});