class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.018
	data = [-0.025457, 0.006428, 0.001706, -0.017345, -0.007524, 0.000947, -0.008557, -0.001748, -0.035656, -0.001520, 0.005253, -0.011808, 0.003042, -0.021591, 0.031400, -0.028488, -0.026070, 0.025802, 0.009238, -0.029145, 0.001551, 0.020210, 0.011057, -0.012540]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.073
	std = 0.288
	min_val = 0
	data = [1.377728, 0.670911, 1.409601, 1.150315, 1.112908, 1.308794, 1.444881, 1.204528, 1.424218, 0.889849, 1.041514, 0.591740, 0.825135, 0.961950, 1.385761, 0.808267, 0.684568, 1.498239, 1.079407, 0.593673, 1.291756, 1.096774, 1.108590, 0.782295]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.020
	data = [-0.001968, 0.009709, 0.014151, 0.000861, -0.008789, -0.013522, 0.034778, -0.018846, 0.019528, -0.021779, -0.003269, 0.045597, 0.004553, 0.000735, 0.007360, 0.019518, 0.017520, 0.028496, -0.005448, 0.018705, -0.029841, -0.011366, -0.018555, 0.042320]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.019
	data = [1.015942, 0.990078, 0.974594, 1.023309, 0.998870, 1.012806, 0.993931, 0.997829, 1.014099, 1.000611, 0.982915, 1.010776, 0.989470, 0.973359, 1.030903, 1.008173, 0.958907, 1.010518, 1.011989, 0.991844, 1.009061, 0.992164, 1.042807, 0.995876]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.294


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [96, 4, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.021
	std = 0.142


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [4]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.012
	std = 0.025
	data = [-0.025725, 0.022534, -0.034240, -0.008589]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [4, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.725


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_var_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_var_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.016
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_weight_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_mean_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_var_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_var_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.993
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_weight_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_dw_parameters_weight_"
	shape = [144, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.462


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_pw_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.115


class Program_weight_tensor_meta_x_14:
	name = "in_19"
	original_name = "x_14"
	shape = [2, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.027


class Program_weight_tensor_meta_x_se_4:
	name = "in_20"
	original_name = "x_se_4"
	shape = [2, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.025
