class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_LayerNorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_LayerNorm_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_LayerNorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_LayerNorm_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_dense_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_dense_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_dense_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_output_modules_bottleneck_modules_dense_parameters_weight_"
	shape = [512, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_4"
	original_name = "embeddings_2"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.041


class Program_weight_tensor_meta_layer_output_1:
	name = "in_5"
	original_name = "layer_output_1"
	shape = [2, 32, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.069
