/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Cancelled_TitleInputs */

const en_events_admin_cancelled_title = /** @type {(inputs: Events_Admin_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event cancelled`)
};

const de_events_admin_cancelled_title = /** @type {(inputs: Events_Admin_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin abgesagt`)
};

/**
* | output |
* | --- |
* | "Event cancelled" |
*
* @param {Events_Admin_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancelled_title = /** @type {((inputs?: Events_Admin_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_cancelled_title(inputs)
	return en_events_admin_cancelled_title(inputs)
});