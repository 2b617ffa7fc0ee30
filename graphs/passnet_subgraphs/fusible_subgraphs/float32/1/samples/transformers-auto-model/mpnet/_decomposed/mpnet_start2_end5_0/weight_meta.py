class Program_weight_tensor_meta_mask:
	name = "in_0"
	original_name = "mask"
	shape = [4, 32]
	dtype = "torch.int32"
	device = "cpu"
	mean = None
	std = None
	min_val = 1
	max_val = 1
