class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_"
	shape = [48, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.201


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [0.026084, 0.046636, -0.027827, -0.005876, -0.015289, -0.018959, 0.005672, 0.009813, -0.017266, -0.027373, -0.019556, -0.006064, -0.014654, 0.024133, 0.014586, 0.005290, 0.008629, 0.017137, 0.035565, 0.029407, 0.008800, 0.031978, 0.013106, -0.052946, 0.014937, -0.006906, -0.004423, -0.017899, 0.016322, 0.009499, -0.004277, 0.004721, 0.022465, 0.011895, -0.004207, -0.018308, -0.007463, -0.020246, -0.021054, -0.003192, 0.004152, -0.030193, 0.021352, 0.019141, -0.001293, -0.012925, 0.007650, -0.037736]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.017
	std = 0.304
	min_val = 0
	data = [0.857915, 1.327556, 0.997071, 0.738502, 0.989703, 0.844088, 0.747790, 0.857743, 1.209363, 0.616079, 0.994626, 0.801924, 0.581290, 0.524699, 0.561058, 0.640976, 0.875183, 1.160185, 0.981310, 1.076994, 1.436289, 1.407798, 1.061775, 0.673917, 1.450674, 1.072211, 1.424220, 0.611371, 0.676682, 1.183863, 1.423894, 1.163726, 1.409509, 0.689838, 1.391105, 1.228000, 0.653583, 1.260696, 0.678633, 1.470093, 1.495362, 0.957059, 1.490041, 0.594612, 1.070776, 1.095415, 1.168746, 1.187440]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746, -0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [4, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.107
	std = 0.136
