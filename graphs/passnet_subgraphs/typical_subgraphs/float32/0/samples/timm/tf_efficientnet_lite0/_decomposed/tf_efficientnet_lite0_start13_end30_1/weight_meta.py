class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn2_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.006
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.023
	data = [-0.026699, 0.019380, 0.022720, 0.031455, 0.019512, -0.017499, -0.049426, 0.007352, 0.023466, -0.041377, -0.021215, 0.007487, -0.002785, 0.007396, -0.021825, -0.007325, 0.011512, -0.020626, 0.027348, -0.022529, -0.017678, 0.029714, -0.013124, 0.010918]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.983
	std = 0.309
	min_val = 0
	data = [1.400932, 1.217783, 0.614756, 1.152085, 1.317181, 0.735721, 1.333279, 0.633750, 1.270366, 0.879018, 1.188197, 1.125991, 1.423184, 0.964231, 1.447910, 0.909871, 0.598214, 0.709796, 0.512946, 1.145772, 1.048858, 0.609118, 0.659165, 0.686159]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.021
	data = [0.021261, 0.014757, -0.004909, -0.006121, 0.038932, 0.040740, 0.020759, 0.006659, 0.000207, -0.019930, 0.019570, -0.008829, -0.005221, 0.015960, -0.022143, 0.046612, -0.015300, -0.009499, -0.009905, -0.003967, 0.044298, -0.002734, -0.020363, 0.003568]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_bn3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.024
	data = [1.025910, 1.017817, 0.990203, 0.976547, 0.986259, 0.953303, 1.001881, 0.995958, 0.979175, 1.032500, 0.987321, 1.035170, 0.988413, 1.010411, 1.021352, 0.968746, 1.036677, 1.007547, 0.956394, 0.997062, 1.014433, 1.006245, 1.006418, 0.968628]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_dw_parameters_weight_"
	shape = [96, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.468


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_0_modules_conv_pwl_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_1_modules_0_modules_conv_pwl_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.292


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.016
	std = 0.273
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_mean_:
	name = "in_14"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_var_:
	name = "in_15"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.302
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn2_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_18"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018
	data = [0.008734, -0.045346, 0.023170, -0.034857, -0.001427, 0.019063, -0.018189, 0.008792, 0.014260, 0.004607, -0.000291, 0.000723, 0.007749, -0.008899, -0.018485, -0.003431, 0.016471, -0.015196, 0.023994, 0.032620, 0.001544, -0.008845, -0.004780, 0.004333]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_19"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.855
	std = 0.310
	min_val = 0
	data = [0.553100, 0.591288, 0.954314, 0.791634, 1.082379, 0.739238, 0.930055, 0.840217, 0.560297, 0.688768, 1.386654, 1.073509, 0.716075, 0.766661, 0.518906, 1.157218, 1.450071, 0.509051, 0.507839, 1.315593, 1.399385, 0.882848, 0.542336, 0.554989]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.025
	data = [0.007205, -0.026040, 0.006989, 0.005243, -0.001960, 0.005579, 0.000112, -0.005830, 0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.025
	data = [0.969627, 1.024010, 0.991097, 1.000994, 0.996528, 1.015340, 1.012360, 1.055798, 0.992905, 0.978726, 0.999939, 1.026020, 0.988743, 0.990152, 1.017404, 1.056293, 1.020560, 1.025731, 0.988170, 1.021058, 0.966967, 0.991134, 0.959896, 1.024653]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_dw_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_dw_parameters_weight_"
	shape = [144, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.466


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_pw_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_pw_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.119


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.285


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_mean_:
	name = "in_25"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_var_:
	name = "in_26"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.018
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_bn1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_conv_pw_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_conv_pw_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.119


class Program_weight_tensor_meta_x_12:
	name = "in_30"
	original_name = "x_12"
	shape = [2, 96, 113, 113]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.181
	std = 0.250
