class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_bn1_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_bn1_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_model_modules_backbone_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.011
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_bn1_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_model_modules_backbone_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_bn1_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_model_modules_backbone_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 64, 260, 260]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.165
