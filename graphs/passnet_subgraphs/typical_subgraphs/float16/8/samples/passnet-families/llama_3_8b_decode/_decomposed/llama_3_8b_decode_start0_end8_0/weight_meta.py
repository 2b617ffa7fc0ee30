class Program_weight_tensor_meta_L_position_ids_:
	name = "in_0"
	original_name = "L_position_ids_"
	shape = [64, 1]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_L_self_buffers_inv_freq_:
	name = "in_1"
	original_name = "L_self_buffers_inv_freq_"
	shape = [64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.084
	std = 0.200
