/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Closes_Before_OpensInputs */

const en_meetings_admin_closes_before_opens = /** @type {(inputs: Meetings_Admin_Closes_Before_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting must close after it opens`)
};

const de_meetings_admin_closes_before_opens = /** @type {(inputs: Meetings_Admin_Closes_Before_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abstimmung muss nach ihrem Beginn enden`)
};

/**
* | output |
* | --- |
* | "Voting must close after it opens" |
*
* @param {Meetings_Admin_Closes_Before_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_closes_before_opens = /** @type {((inputs?: Meetings_Admin_Closes_Before_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Closes_Before_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_closes_before_opens(inputs)
	return en_meetings_admin_closes_before_opens(inputs)
});