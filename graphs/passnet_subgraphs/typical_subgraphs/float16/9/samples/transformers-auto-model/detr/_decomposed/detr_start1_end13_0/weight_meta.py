class Program_weight_tensor_meta_L_kwargs_pixel_values_:
	name = "in_0"
	original_name = "L_kwargs_pixel_values_"
	shape = [1, 3, 640, 640]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_convolution_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_convolution_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.025


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_bias_:
	name = "in_2"
	original_name = "L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_bias_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_running_mean_:
	name = "in_3"
	original_name = "L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_running_var_:
	name = "in_4"
	original_name = "L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.305
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_weight_:
	name = "in_5"
	original_name = "L_self_modules_backbone_modules_model_modules_embedder_modules_embedder_modules_normalization_buffers_weight_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.005
	std = 0.023
