class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_projection_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_feature_projection_modules_projection_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_feature_projection_modules_projection_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_feature_projection_modules_projection_parameters_weight_"
	shape = [768, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_16:
	name = "in_2"
	original_name = "hidden_states_16"
	shape = [4, 49, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 1.001
