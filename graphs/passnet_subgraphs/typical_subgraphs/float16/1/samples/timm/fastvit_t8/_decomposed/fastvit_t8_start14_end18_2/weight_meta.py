class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.020
	data = [0.025514, -0.016381, 0.004438, -0.000942, 0.021990, -0.021392, 0.035302, -0.022256, -0.002449, 0.015512, -0.023420, -0.034182, -0.008767, -0.010188, -0.013651, -0.000850, -0.006641, -0.000978, 0.031438, 0.007584, 0.000675, 0.004234, 0.005007, 0.016572, -0.023981, 0.003401, -0.006349, -0.032269, -0.027927, -0.031243, 0.003796, -0.043206, -0.014157, -0.024119, 0.026349, -0.004273, 0.016610, 0.004624, 0.023254, 0.006562, -0.004314, -0.005343, -0.021881, 0.010378, -0.052317, -0.023981, 0.024664, -0.001229]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.044
	std = 0.243
	min_val = 0
	data = [0.954384, 1.128965, 1.004992, 1.331635, 0.953507, 0.754633, 1.011225, 1.225932, 0.936092, 0.844993, 1.332500, 1.249982, 0.631152, 1.192626, 1.199930, 0.975094, 1.397158, 1.214446, 1.441667, 0.908730, 0.920228, 0.841661, 1.092332, 1.120890, 0.904500, 1.226819, 1.471862, 1.174183, 1.002030, 0.518923, 0.586690, 0.648896, 0.829221, 0.856179, 1.292135, 1.310107, 1.394874, 0.932416, 0.732366, 0.762189, 0.684321, 1.131222, 1.131172, 1.283443, 1.033179, 0.993963, 1.392311, 1.157704]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.022
	data = [-0.016360, 0.007206, -0.032292, -0.049467, 0.000723, -0.006844, -0.007634, -0.001138, 0.016872, 0.013657, 0.067888, -0.033376, 0.010217, -0.005720, 0.006701, 0.023439, 0.025910, 0.017817, -0.009797, -0.023453, -0.013741, -0.046697, 0.001881, -0.004042, -0.001190, 0.040237, -0.006736, 0.006520, 0.010704, 0.039466, -0.004150, -0.000611, 0.002535, 0.000111, 0.015887, 0.008143, -0.007218, 0.026205, -0.019301, 0.017612, -0.002049, -0.013540, -0.008213, -0.032371, 0.010158, 0.046459, 0.004596, -0.010593]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.997
	std = 0.021
	data = [0.988778, 0.991394, 0.993335, 0.969072, 0.999706, 1.024502, 1.031873, 0.967370, 0.998862, 1.012593, 1.005423, 0.986280, 0.978164, 1.033593, 0.982384, 1.011601, 1.007285, 1.001763, 0.973862, 0.985873, 0.996716, 0.980571, 0.979383, 1.012946, 0.996188, 1.014333, 0.959996, 0.951807, 1.004388, 0.966023, 1.026188, 0.966774, 0.989079, 0.987396, 0.987307, 1.019493, 1.004197, 1.000598, 1.034185, 0.985485, 0.984529, 1.011924, 0.974992, 1.022912, 1.014787, 1.025064, 0.991110, 1.016369]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_2_modules_conv_kxk_modules_0_modules_conv_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.082


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_identity_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_2_modules_identity_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.019
	data = [-0.002063, 0.016974, 0.021111, -0.016786, 0.028979, 0.015336, -0.022808, -0.016921, -0.032674, -0.020124, 0.004697, 0.000893, 0.016232, -0.023121, 0.023574, -0.016906, -0.004115, -0.007964, -0.002959, 0.000261, 0.037183, -0.006194, -0.017176, -0.041673, 0.033940, 0.012450, -0.036808, 0.014236, -0.030553, -0.016444, -0.012042, -0.015606, 0.007799, 0.011086, -0.026447, -0.015596, 0.005894, -0.006065, 0.009847, 0.013122, 0.004728, 0.017337, -0.009981, 0.006533, 0.015056, -0.021527, 0.004349, -0.028197]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_identity_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_2_modules_identity_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.974
	std = 0.269
	min_val = 0
	data = [1.432841, 1.375659, 1.404906, 0.938789, 1.216070, 0.559417, 1.252679, 0.663047, 0.737642, 0.583386, 1.002922, 1.435348, 0.969743, 1.098139, 0.919940, 1.075647, 1.473059, 0.994144, 1.162284, 1.059719, 0.855293, 0.672841, 1.033340, 1.059458, 0.789503, 0.657818, 0.951512, 1.098550, 0.829510, 0.682869, 0.707027, 0.585755, 1.379336, 0.975995, 0.890096, 0.712012, 1.458705, 0.598440, 1.104974, 0.980724, 0.521192, 1.309050, 0.987391, 0.783781, 1.126386, 0.969321, 0.658564, 1.016995]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_identity_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_2_modules_identity_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.023
	data = [0.045115, 0.024576, -0.009709, 0.009071, 0.027029, 0.008679, -0.010265, -0.003721, 0.005513, 0.002194, 0.007188, -0.015075, 0.004588, -0.005089, 0.031600, -0.004887, -0.023982, -0.000514, 0.036047, -0.021193, 0.068057, -0.011373, -0.009510, 0.034863, -0.004088, -0.006328, 0.025875, 0.026905, 0.003879, 0.031433, -0.007655, 0.027902, 0.006855, -0.032090, -0.011746, 0.012008, 0.008756, -0.001929, 0.006605, -0.003750, -0.028541, 0.011851, -0.023164, 0.000715, 0.004320, -0.018322, 0.031197, -0.063074]


class Program_weight_tensor_meta_L_self_modules_stem_modules_2_modules_identity_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_2_modules_identity_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.007
	std = 0.024
	data = [1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189, 0.984711, 1.004817, 1.003329, 0.955364, 1.027784, 0.989953, 1.033594, 0.979521, 1.033718, 0.975646, 1.015299, 1.023942, 0.985744, 0.998689, 1.044099, 1.035703, 0.999763, 1.019593, 0.978679, 1.035439, 0.994415, 0.994462, 1.014979, 0.987131, 0.980965, 1.005430, 1.013432, 1.037000, 1.023819, 0.988203, 1.019294, 0.969813]


class Program_weight_tensor_meta_input_2:
	name = "in_9"
	original_name = "input_2"
	shape = [4, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.010
	std = 0.109
