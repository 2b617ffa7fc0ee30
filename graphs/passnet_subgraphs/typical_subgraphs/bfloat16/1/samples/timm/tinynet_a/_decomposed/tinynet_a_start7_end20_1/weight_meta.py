class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.012
	data = [-0.017059, -0.009568, -0.006517, -0.018219, 0.012428, -0.024200, -0.004669, -0.031812, -0.008024, 0.001758, -0.007938, -0.010378, -0.013354, -0.027223, -0.013864, 0.005124]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.102
	std = 0.236
	min_val = 0
	data = [1.213835, 1.441380, 1.036636, 1.098038, 1.078841, 1.218806, 0.929227, 1.468944, 1.055112, 1.098303, 1.219636, 0.744884, 0.964796, 0.613985, 1.005373, 1.444556]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.014
	data = [-0.011193, 0.010669, 0.008138, 0.007892, 0.003430, 0.017521, -0.005742, 0.020433, -0.001488, -0.021844, 0.007841, 0.011891, 0.013245, -0.024126, 0.012149, -0.010943]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_bn2_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_conv_pw_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.361


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.014
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [32, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.019
	std = 0.240


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.025
	data = [-0.009168, -0.006720, -0.031400, 0.024630, 0.027893, 0.023422, 0.008670, -0.034685]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [8, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.089
	std = 0.527


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.286
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn1_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_"
	shape = [96, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.024
	std = 0.453


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_pw_parameters_weight_"
	shape = [96, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.146


class Program_weight_tensor_meta_x_5:
	name = "in_19"
	original_name = "x_5"
	shape = [4, 32, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.018
	std = 0.095


class Program_weight_tensor_meta_x_se:
	name = "in_20"
	original_name = "x_se"
	shape = [4, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.018
	std = 0.079
