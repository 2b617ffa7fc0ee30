class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_0_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.208


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018
	data = [0.004643, -0.007098, 0.001775, 0.011711, 0.016296, -0.007712, -0.014066, -0.016451, -0.041281, -0.021512, 0.011015, 0.012292, 0.028362, 0.008836, -0.007802, 0.017214, -0.021794, -0.012161, 0.012788, 0.019456, -0.025989, 0.012646, 0.002860, 0.001138, 0.018444, -0.024279, 0.010884, -0.004893, -0.010004, 0.045619, -0.001936, 0.029941, 0.009810, 0.017814, -0.012674, -0.021980, 0.000535, -0.019516, -0.011411, -0.002750, 0.017719, 0.019781, 0.035310, 0.017489, -0.013486, 0.006814, 0.023469, -0.014623]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.043
	std = 0.293
	min_val = 0
	data = [1.137681, 1.374328, 1.285813, 1.224369, 1.236034, 1.408360, 1.028016, 1.122987, 0.911373, 1.246368, 0.850684, 1.341948, 0.690533, 1.369718, 0.512500, 0.871969, 1.273324, 1.408797, 1.448178, 0.729081, 0.893772, 0.732803, 0.665142, 1.461110, 1.315810, 0.748033, 0.581788, 1.425361, 0.971022, 1.335056, 0.731388, 0.958716, 0.855267, 1.228473, 0.871548, 1.164819, 1.417868, 1.397846, 1.247885, 1.466655, 0.741323, 0.697305, 0.722353, 0.514641, 0.853461, 0.822399, 0.887011, 0.899084]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.021
	data = [-0.015289, 0.004817, 0.003329, -0.044636, 0.027784, -0.010047, 0.033594, -0.020479, 0.033718, -0.024354, 0.015299, 0.023942, -0.014256, -0.001312, 0.044099, 0.035703, -0.000237, 0.019593, -0.021321, 0.035439, -0.005585, -0.005538, 0.014979, -0.012869, -0.019035, 0.005430, 0.013432, 0.037000, 0.023819, -0.011797, 0.019294, -0.030187, 0.045115, 0.024576, -0.009709, 0.009071, 0.027029, 0.008679, -0.010265, -0.003721, 0.005513, 0.002194, 0.007188, -0.015075, 0.004588, -0.005089, 0.031600, -0.004887]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_c_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.020
	data = [1.010823, 1.030779, 1.021721, 1.024928, 1.002301, 1.032386, 1.009274, 1.026015, 1.017465, 1.001302, 1.015465, 0.980597, 0.982246, 0.993634, 0.993312, 1.009086, 1.009979, 1.017560, 1.007789, 1.029250, 1.009590, 0.989332, 0.999307, 1.013146, 0.993775, 0.988760, 0.990330, 0.974558, 0.996520, 1.011082, 0.996367, 0.995311, 1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189]


class Program_weight_tensor_meta_input_12:
	name = "in_5"
	original_name = "input_12"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.020


class Program_weight_tensor_meta_input_5:
	name = "in_6"
	original_name = "input_5"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.237
