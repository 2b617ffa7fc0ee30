class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_0_parameters_weight_"
	shape = [72, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.165


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.247
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_0_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_0_parameters_weight_"
	shape = [72, 1, 5, 5]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.033


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_buffers_running_mean_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_buffers_running_var_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.961
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_parameters_bias_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_model_modules_backbone_modules_4_modules_block_modules_1_modules_1_parameters_weight_"
	shape = [72]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021


class Program_weight_tensor_meta_result_1:
	name = "in_10"
	original_name = "result_1"
	shape = [1, 24, 130, 130]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.012
	std = 0.097
