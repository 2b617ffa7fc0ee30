class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.018
	data = [-0.001679, 0.026138, 0.014390, -0.004074, 0.023140, -0.008911, 0.012676, -0.029630, 0.034625, -0.005409, 0.021907, -0.033470, 0.028275, -0.014146, -0.017626, -0.011791, -0.016725, -0.036709, 0.009530, -0.002468, -0.005115, 0.006346, -0.016811, 0.015837, -0.014085, -0.003906, -0.005545, 0.011659, 0.005934, -0.011424, 0.017115, -0.002133]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [32, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.244


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [120, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.132


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [40, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.221


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [0.042643, 0.032832, 0.006016, 0.006841, -0.027101, -0.010174, -0.005671, 0.031813, -0.029046, 0.031430, -0.005429, -0.000215, -0.019136, 0.015615, -0.005666, 0.009628, -0.001439, 0.013130, -0.009666, -0.028127, 0.011623, -0.024942, -0.001951, -0.010038, 0.007050, 0.038815, -0.020728, -0.009437, 0.016992, 0.032958, -0.029724, 0.036188, -0.007823, 0.027393, 0.016492, -0.038123, 0.031343, -0.011713, 0.026709, 0.024438]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.010
	std = 0.301
	min_val = 0
	data = [1.462635, 0.760775, 1.252123, 1.274934, 0.989837, 0.555518, 1.121353, 1.208070, 1.469552, 0.640433, 0.926042, 0.561626, 1.321566, 1.006620, 0.867526, 0.607527, 1.189133, 1.298133, 0.763475, 1.433323, 1.079314, 0.655665, 1.463124, 1.017089, 0.607409, 1.291633, 0.752320, 0.960886, 1.257512, 0.657538, 1.443343, 1.009076, 0.707861, 0.511848, 0.645089, 1.181800, 1.352833, 0.904841, 1.226973, 0.961117]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.020
	data = [-0.015885, -0.007243, 0.043218, 0.006295, 0.061947, 0.000242, 0.016064, -0.013924, -0.021289, 0.004767, 0.000265, -0.008474, -0.001852, -0.017038, -0.001085, -0.016051, -0.022208, 0.004302, -0.007189, 0.011570, 0.015611, 0.025926, -0.015885, -0.022856, -0.021377, -0.005432, -0.026745, 0.008283, -0.016344, 0.003834, -0.015569, -0.021725, -0.026650, -0.004990, -0.001857, -0.035250, 0.013401, 0.013408, -0.039999, -0.024148]


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_5_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.020
	data = [1.006835, 0.968677, 0.997377, 0.986862, 0.976023, 0.975091, 1.005310, 1.028228, 0.979314, 1.018141, 1.009775, 1.007410, 0.947727, 1.010563, 0.979844, 1.018481, 0.989681, 0.988870, 0.976366, 0.980355, 0.971625, 1.010318, 0.984977, 1.005977, 1.011932, 0.995388, 1.008776, 1.007621, 1.034324, 0.999922, 0.958872, 0.968161, 0.995095, 1.006056, 1.023685, 1.013423, 0.979928, 1.009512, 1.016753, 1.016747]


class Program_weight_tensor_meta_input_39:
	name = "in_9"
	original_name = "input_39"
	shape = [1, 120, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.017


class Program_weight_tensor_meta_scale_5:
	name = "in_10"
	original_name = "scale_5"
	shape = [1, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.017
