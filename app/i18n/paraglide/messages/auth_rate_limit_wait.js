/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, minutes: NonNullable<unknown> }} Auth_Rate_Limit_WaitInputs */

const en_auth_rate_limit_wait = /** @type {(inputs: Auth_Rate_Limit_WaitInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("en", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`Too many ${i?.what}. Please wait ${i?.minutes} minute and try again.`);
	return /** @type {LocalizedString} */ (`Too many ${i?.what}. Please wait ${i?.minutes} minutes and try again.`)
	
};

const de_auth_rate_limit_wait = /** @type {(inputs: Auth_Rate_Limit_WaitInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("de", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`Zu viele ${i?.what}. Bitte warte ${i?.minutes} Minute und versuch es dann noch mal.`);
	return /** @type {LocalizedString} */ (`Zu viele ${i?.what}. Bitte warte ${i?.minutes} Minuten und versuch es dann noch mal.`)
	
};

/**
* | minutesPlural | output |
* | --- | --- |
* | "one" | "Too many {what}. Please wait {minutes} minute and try again." |
* | * | "Too many {what}. Please wait {minutes} minutes and try again." |
*
* @param {Auth_Rate_Limit_WaitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_rate_limit_wait = /** @type {((inputs: Auth_Rate_Limit_WaitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Rate_Limit_WaitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_rate_limit_wait(inputs)
	return en_auth_rate_limit_wait(inputs)
});