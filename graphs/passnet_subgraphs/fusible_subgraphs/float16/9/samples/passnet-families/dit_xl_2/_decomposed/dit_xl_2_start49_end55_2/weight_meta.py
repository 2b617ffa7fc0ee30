class Program_weight_tensor_meta_scale_msa:
	name = "in_0"
	original_name = "scale_msa"
	shape = [2, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.014
	std = 0.335


class Program_weight_tensor_meta_shift_msa:
	name = "in_1"
	original_name = "shift_msa"
	shape = [2, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.332


class Program_weight_tensor_meta_x:
	name = "in_2"
	original_name = "x"
	shape = [2, 256, 1152]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.459
	std = 0.864
