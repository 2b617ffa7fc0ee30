class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_0_parameters_weight_"
	shape = [72, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.162


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.318
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_3_parameters_weight_"
	shape = [72, 1, 5, 5]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.033


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_buffers_running_mean_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_buffers_running_var_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.020
	std = 0.273
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_parameters_bias_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_4_parameters_weight_"
	shape = [72]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_6_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_6_parameters_weight_"
	shape = [24, 72, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.282


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.015
	data = [-0.000377, 0.013599, -0.013574, 0.005703, -0.005135, 0.020549, 0.019194, 0.008225, 0.002363, 0.001265, 0.022696, -0.002303, 0.005296, -0.014829, 0.016813, 0.002114, 0.016635, -0.011345, -0.004816, -0.010703, 0.024914, 0.027687, 0.043690, -0.007972]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.950
	std = 0.319
	min_val = 0
	data = [0.563943, 0.580465, 1.430522, 0.578129, 0.766571, 0.871528, 1.297414, 1.483293, 0.702178, 0.624971, 1.116640, 1.143684, 1.294047, 1.286138, 0.684978, 1.101253, 0.690574, 1.348147, 1.057452, 1.330163, 0.843330, 0.827770, 0.632502, 0.532500]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.029
	data = [-0.001904, -0.006874, -0.026259, -0.009512, 0.024205, 0.039962, -0.007967, -0.026897, -0.004592, 0.003151, -0.023714, -0.025819, 0.000069, -0.015421, 0.053430, -0.038922, 0.044296, 0.033491, -0.004776, -0.038353, -0.013596, -0.051099, -0.026910, 0.039054]


class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layers_modules_9_modules_2_modules_layers_modules_7_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.961896, 0.966097, 1.020212, 0.985658, 1.022938, 0.998473, 1.008867, 0.988053, 1.042469, 0.981508, 0.989284, 1.008709, 1.018211, 0.998221, 1.025318, 1.017511, 1.001156, 1.019699, 0.972213, 0.995937, 1.005726, 0.974952, 1.004102, 1.002419]


class Program_weight_tensor_meta_input_51:
	name = "in_15"
	original_name = "input_51"
	shape = [2, 24, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.014
	std = 0.076
