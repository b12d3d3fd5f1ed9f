/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Turnout_TitleInputs */

const en_meetings_admin_turnout_title = /** @type {(inputs: Meetings_Admin_Turnout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turnout so far`)
};

const de_meetings_admin_turnout_title = /** @type {(inputs: Meetings_Admin_Turnout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beteiligung bisher`)
};

/**
* | output |
* | --- |
* | "Turnout so far" |
*
* @param {Meetings_Admin_Turnout_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_turnout_title = /** @type {((inputs?: Meetings_Admin_Turnout_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Turnout_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_turnout_title(inputs)
	return en_meetings_admin_turnout_title(inputs)
});