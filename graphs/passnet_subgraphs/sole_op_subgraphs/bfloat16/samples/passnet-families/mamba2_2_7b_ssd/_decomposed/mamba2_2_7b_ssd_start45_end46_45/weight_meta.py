class Program_weight_tensor_meta_below:
	name = "in_0"
	original_name = "below"
	shape = [128, 128]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
