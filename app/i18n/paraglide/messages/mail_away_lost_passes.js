/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Away_Lost_PassesInputs */

const en_mail_away_lost_passes = /** @type {(inputs: Mail_Away_Lost_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If a place is not paid for in time, it passes down the order, and we will email you if it reaches you.`)
};

const de_mail_away_lost_passes = /** @type {(inputs: Mail_Away_Lost_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird ein Platz nicht rechtzeitig bezahlt, geht er in der Reihenfolge weiter, und wir schreiben dir, wenn er bei dir ankommt.`)
};

/**
* | output |
* | --- |
* | "If a place is not paid for in time, it passes down the order, and we will email you if it reaches you." |
*
* @param {Mail_Away_Lost_PassesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_passes = /** @type {((inputs?: Mail_Away_Lost_PassesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_PassesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_passes(inputs)
	return en_mail_away_lost_passes(inputs)
});