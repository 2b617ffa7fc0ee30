class Program_weight_tensor_meta_L_pixel_values_:
	name = "in_0"
	original_name = "L_pixel_values_"
	shape = [4, 3, 256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_convolution_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_conv_stem_modules_convolution_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_conv_stem_modules_normalization_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.016
	data = [-0.012723, 0.013850, 0.009674, 0.006523, 0.004567, -0.022761, 0.013505, -0.017805, -0.017701, -0.003022, 0.004637, 0.027378, 0.017479, -0.027032, -0.008120, -0.010195]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_conv_stem_modules_normalization_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.034
	std = 0.323
	min_val = 0
	data = [1.059937, 1.335502, 0.623997, 1.485392, 1.490861, 0.655584, 0.977129, 1.217363, 0.677309, 0.763161, 1.354948, 1.380859, 0.622493, 1.215700, 0.749386, 0.935548]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_conv_stem_modules_normalization_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.006445, -0.025267, 0.007000, 0.006163, 0.002397, 0.024753, 0.022336, -0.004946]


class Program_weight_tensor_meta_L_self_modules_conv_stem_modules_normalization_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_conv_stem_modules_normalization_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [-0.012719, 0.008351, 0.009944, 0.009427, 0.040958, 0.007398, 0.000546, 0.007674, -0.006386, 0.027627, -0.009595, -0.009130, -0.004198, 0.026726, 0.019416, -0.049426]
