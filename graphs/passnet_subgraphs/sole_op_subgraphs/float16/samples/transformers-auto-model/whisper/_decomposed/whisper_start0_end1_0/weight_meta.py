class Program_weight_tensor_meta_L_kwargs_input_features_:
	name = "in_0"
	original_name = "L_kwargs_input_features_"
	shape = [1, 80, 3000]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.501
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_conv1_parameters_bias_"
	shape = [384]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_encoder_modules_conv1_parameters_weight_"
	shape = [384, 80, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020
