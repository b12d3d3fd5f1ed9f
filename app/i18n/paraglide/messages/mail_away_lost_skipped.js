/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, needed: NonNullable<unknown>, left: NonNullable<unknown>, position: NonNullable<unknown> }} Mail_Away_Lost_SkippedInputs */

const en_mail_away_lost_skipped = /** @type {(inputs: Mail_Away_Lost_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("en", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`The draw for ${i?.title} skipped your application: ${i?.needed} ticket needed, ${i?.left} left. You are number ${i?.position} in the order.`);
	return /** @type {LocalizedString} */ (`The draw for ${i?.title} skipped your application: ${i?.needed} tickets needed, ${i?.left} left. You are number ${i?.position} in the order.`)
	
};

const de_mail_away_lost_skipped = /** @type {(inputs: Mail_Away_Lost_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("de", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`Die Verlosung für ${i?.title} hat deine Bewerbung übersprungen: ${i?.needed} Ticket nötig, ${i?.left} übrig. Du bist Nummer ${i?.position} in der Reihenfolge.`);
	return /** @type {LocalizedString} */ (`Die Verlosung für ${i?.title} hat deine Bewerbung übersprungen: ${i?.needed} Tickets nötig, ${i?.left} übrig. Du bist Nummer ${i?.position} in der Reihenfolge.`)
	
};

/**
* | neededPlural | output |
* | --- | --- |
* | "one" | "The draw for {title} skipped your application: {needed} ticket needed, {left} left. You are number {position} in the order." |
* | * | "The draw for {title} skipped your application: {needed} tickets needed, {left} left. You are number {position} in the order." |
*
* @param {Mail_Away_Lost_SkippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_skipped = /** @type {((inputs: Mail_Away_Lost_SkippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_SkippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_skipped(inputs)
	return en_mail_away_lost_skipped(inputs)
});