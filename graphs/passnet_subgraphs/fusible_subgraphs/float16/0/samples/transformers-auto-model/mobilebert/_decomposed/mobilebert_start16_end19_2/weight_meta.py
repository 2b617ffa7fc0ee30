class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_LayerNorm_parameters_weight_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_dense_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_dense_parameters_bias_"
	shape = [128]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_dense_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_bottleneck_modules_input_modules_dense_parameters_weight_"
	shape = [128, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_4"
	original_name = "embeddings_2"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.041
