class Program_weight_tensor_meta_L_self_buffers_inv_freq_:
	name = "w_0"
	original_name = "L_self_buffers_inv_freq_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.084
	std = 0.200


class Program_weight_tensor_meta_float_1:
	name = "in_0"
	original_name = "float_1"
	shape = [1, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 128.000
	std = 0.000
