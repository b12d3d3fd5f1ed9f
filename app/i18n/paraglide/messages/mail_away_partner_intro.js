/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Away_Partner_IntroInputs */

const en_mail_away_partner_intro = /** @type {(inputs: Mail_Away_Partner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} named you as their partner in the ballot for ${i?.title}: two tickets, won or lost together, weighted by the mean of your points.`)
};

const de_mail_away_partner_intro = /** @type {(inputs: Mail_Away_Partner_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat dich als Partner:in für die Verlosung zu ${i?.title} angegeben: zwei Tickets, gemeinsam gewonnen oder verloren, gewichtet nach dem Mittel eurer Punkte.`)
};

/**
* | output |
* | --- |
* | "{name} named you as their partner in the ballot for {title}: two tickets, won or lost together, weighted by the mean of your points." |
*
* @param {Mail_Away_Partner_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_partner_intro = /** @type {((inputs: Mail_Away_Partner_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Partner_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_partner_intro(inputs)
	return en_mail_away_partner_intro(inputs)
});